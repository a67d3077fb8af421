import type { Envelope } from './envelope';

/** An envelope as the sandbox received it. */
export interface ReceivedEnvelope extends Envelope {
  /** Order of arrival, from 1; a test reads "everything after n". */
  seq: number;
  receivedAt: string;
  /** The project id of the DSN (`/api/<project>/envelope/`). */
  project: string;
}

/** How many envelopes the sandbox keeps: enough for a browser-test run, bounded so a chatty client cannot grow it. */
export const ERROR_REPORT_CAPACITY = 500;

/**
 * The envelopes the error-reporting SDK sent, in memory and bounded (the oldest go first): the sandbox stands in
 * for the error-reporting service so that browser tests and a developer can read what would have been reported.
 */
export class ErrorReportStore {
  private readonly kept: ReceivedEnvelope[] = [];
  private seq = 0;

  constructor(
    private readonly capacity = ERROR_REPORT_CAPACITY,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Keeps an envelope; returns it with its sequence number. */
  add(project: string, envelope: Envelope): ReceivedEnvelope {
    this.seq += 1;
    const received = { ...envelope, seq: this.seq, receivedAt: this.now().toISOString(), project };
    this.kept.push(received);
    if (this.kept.length > this.capacity) this.kept.splice(0, this.kept.length - this.capacity);
    return received;
  }

  /** The kept envelopes after sequence number `after` (all when 0), oldest first. */
  list(after = 0): readonly ReceivedEnvelope[] {
    return this.kept.filter((envelope) => envelope.seq > after);
  }

  /** The highest sequence number given so far (0 before the first envelope). */
  lastSeq(): number {
    return this.seq;
  }
}
