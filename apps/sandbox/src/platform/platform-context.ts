import type { FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../deps';
import type { PlatformOptions } from './platform-options';

/** What the platform's route plugins share. */
export interface PlatformContext {
  deps: SandboxDeps;
  options: PlatformOptions;
}

/**
 * The platform origin for links in mails and launch URLs: the address the sandbox listens on, else the
 * request's (tests). NOTE: the listening address wins so that a forged Host header cannot redirect mailed links.
 */
export function platformUrl(deps: SandboxDeps, request: FastifyRequest): string {
  return deps.urls().platformUrl || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** The site's default language: the first of its locales. */
export function defaultLanguage(deps: SandboxDeps): string {
  return deps.sites.get().config.locales[0]?.code ?? 'en';
}
