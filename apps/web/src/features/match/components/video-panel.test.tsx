import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { VideoPanel } from './video-panel';

const video = { url: 'https://tracker.example/9', type: 'iframe', provider: 'tracker' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VideoPanel: the match stream (GET /matches/{id}/streams)', () => {
  it('plays the first stream quality and switches to the one the player picks', async () => {
    mockApi([
      [/\/matches\/9\/video$/, () => ({ body: video })],
      [
        /\/matches\/9\/streams$/,
        () => ({
          body: {
            data: [
              { id: 'hd', url: 'https://cdn.example/9-hd.mp4', quality: '1080p', type: 'mp4' },
              { id: 'sd', url: 'https://cdn.example/9-sd.mp4', quality: '480p', type: 'mp4' },
            ],
          },
        }),
      ],
    ]);
    const { container } = renderInApp(<VideoPanel matchId={9} />);
    const quality = await screen.findByLabelText('Stream quality');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example/9-hd.mp4');
    fireEvent.change(quality, { target: { value: 'sd' } });
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example/9-sd.mp4');
  });

  it('offers no choice for a single quality and plays the match video when there are no streams', async () => {
    mockApi([
      [/\/matches\/9\/video$/, () => ({ body: video })],
      [/\/matches\/9\/streams$/, () => ({ status: 404, body: { code: 'not_found', message: 'none' } })],
    ]);
    renderInApp(<VideoPanel matchId={9} />);
    expect((await screen.findByTitle('Live stream')).getAttribute('src')).toBe(video.url);
    expect(screen.queryByLabelText('Stream quality')).toBeNull();
  });

  it('says so when the match has neither', async () => {
    const none = () => ({ status: 404, body: { code: 'not_found', message: 'none' } });
    mockApi([
      [/\/matches\/9\/video$/, none],
      [/\/matches\/9\/streams$/, none],
    ]);
    renderInApp(<VideoPanel matchId={9} />);
    expect(await screen.findByText('The stream of this match is not available right now.')).toBeTruthy();
  });
});
