/** The limits form's texts in one language. */
export interface LimitsPageTexts {
  title: string;
  /** The policy's rules; `{hours}` is the cooling-off of an increase. */
  rules: string;
  none: string;
  type: string;
  period: string;
  value: string;
  status: string;
  until: string;
  /** The value of a self-exclusion without an end. */
  noEnd: string;
  change: string;
  valueHint: string;
  save: string;
  remove: string;
  saved: string;
  failed: string;
  signIn: string;
  back: string;
  types: Record<string, string>;
  periods: Record<'day' | 'week' | 'month', string>;
  statuses: Record<string, string>;
}
