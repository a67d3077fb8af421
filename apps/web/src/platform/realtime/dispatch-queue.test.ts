import { describe, expect, it } from 'vitest';
import { createDispatchQueue } from './dispatch-queue';

function setup(maxLagMs = 300) {
  let clock = 0;
  const resumes: (() => void)[] = [];
  const errors: unknown[] = [];
  const queue = createDispatchQueue({
    sliceMs: 8,
    maxLagMs,
    now: () => clock,
    later: (resume) => resumes.push(resume),
    onError: (error) => errors.push(error),
  });
  const ran: number[] = [];
  // Each piece of work takes 5 ms of the clock.
  const work = (id: number) => () => {
    clock += 5;
    ran.push(id);
  };
  return { queue, ran, work, resumes, errors, advance: (ms: number) => (clock += ms) };
}

describe('dispatch queue', () => {
  it('runs work at once when nothing is waiting', () => {
    const { queue, ran, work, resumes } = setup();
    queue.push(work(1));
    queue.push(work(2));
    expect(ran).toEqual([1, 2]);
    expect(resumes).toHaveLength(0);
  });

  it('yields after a slice of a burst and goes on in order in a later task', () => {
    const { queue, ran, work, resumes } = setup();
    queue.push(() => {
      // A burst: work queued while the first runs (as centrifuge hands over one message's publications).
      for (const id of [2, 3, 4, 5]) queue.push(work(id));
      ran.push(1);
    });
    expect(ran).toEqual([1, 2, 3]);
    expect(resumes).toHaveLength(1);
    queue.push(work(6));
    expect(ran).toEqual([1, 2, 3]); // waits behind the burst
    resumes.shift()!();
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    resumes.shift()!();
    expect(ran).toEqual([1, 2, 3, 4, 5, 6]);
    expect(resumes).toHaveLength(0);
  });

  it('runs work that has waited too long without yielding', () => {
    const { queue, ran, work, resumes, advance } = setup(20);
    queue.push(() => {
      for (const id of [2, 3, 4]) queue.push(work(id));
    });
    expect(ran).toEqual([2, 3]);
    advance(30);
    resumes.shift()!();
    expect(ran).toEqual([2, 3, 4]);
    expect(resumes).toHaveLength(0);
  });

  it('reports work that throws and goes on with the next', () => {
    const { queue, ran, work, errors } = setup();
    queue.push(() => {
      throw new Error('boom');
    });
    queue.push(work(2));
    expect(errors).toHaveLength(1);
    expect(ran).toEqual([2]);
  });
});
