import { installEarlyTapRecorder } from './early-tap-recorder';

// NOTE: the recorder runs as it is written; it uses nothing outside its own body (see installEarlyTapRecorder).
const EARLY_TAP_SCRIPT = `(${installEarlyTapRecorder.toString()})(window);`;

/**
 * The document head's inline script that keeps taps on marked controls until they are hydrated. It carries the
 * request's nonce: the page's Content-Security-Policy runs no inline script without it.
 */
export function EarlyTapScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />;
}
