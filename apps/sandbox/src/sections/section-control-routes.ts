import type { FastifyInstance } from 'fastify';
import { parse } from '../control/parse';
import { SectionSwitchPatch } from './section-switches';
import type { SectionSwitches } from './section-switches';

/** Control endpoints over the section switches, for the listing. */
export const sectionControlEndpoints = [
  {
    method: 'PUT',
    path: '/__sandbox/sections',
    summary: 'Switch sections on or off {video?, horse_racing?, lottery?} (GET /settings reports them)',
  },
  { method: 'DELETE', path: '/__sandbox/sections', summary: 'Switch every section on again' },
];

/** `PUT /__sandbox/sections` answers the switches now in force; `DELETE` turns them all on. */
export function sectionControlRoutes(app: FastifyInstance, sections: SectionSwitches): void {
  app.put('/__sandbox/sections', async (request) =>
    sections.patch(parse(SectionSwitchPatch, request.body, 'body')),
  );
  app.delete('/__sandbox/sections', async (_request, reply) => {
    sections.reset();
    return reply.status(204).send();
  });
}
