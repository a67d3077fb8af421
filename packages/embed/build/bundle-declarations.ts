import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';

/** The SDK's entry, as for its browser bundle. */
const SDK_ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/**
 * The compiler options of the declaration build: the package's own, with the contract resolved to its messages
 * module as a source file of the project (`tsconfig.types.json`), so its shapes are written into the SDK's
 * declarations rather than imported from `@sportsbook/contract`, which operators do not have.
 */
const TYPES_CONFIG = fileURLToPath(new URL('../tsconfig.types.json', import.meta.url));

/** The name of the SDK's declarations beside its browser module in `dist/`. */
export const SDK_TYPES_FILE_NAME = 'sportsbook-embed.d.ts';

/**
 * The SDK's public types as one declaration file for operators: `connectSportsbook`, its options and
 * connection, and every message with its payload. It imports `zod` alone (the message types are inferred from
 * the contract's zod shapes), which the package depends on.
 */
export function bundleDeclarations(): string {
  const [declarations] = generateDtsBundle(
    [{ filePath: SDK_ENTRY, output: { noBanner: true, exportReferencedTypes: false } }],
    { preferredConfigPath: TYPES_CONFIG },
  );
  if (!declarations) throw new Error('dts-bundle-generator wrote no declarations');
  return declarations;
}
