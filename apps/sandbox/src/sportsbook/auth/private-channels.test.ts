import { describe, expect, it } from 'vitest';
import { decidePrivateChannel } from './private-channels';

describe('decidePrivateChannel', () => {
  const player = { userId: 2 };

  it('grants a private channel only under its exact name: platform_user.02 is not user 2', () => {
    expect(decidePrivateChannel(player, '$private:en.platform_user.2')).toEqual({ granted: true });
    for (const channel of ['$private:en.platform_user.02', '$private:en.platform_user.2.x'])
      expect(decidePrivateChannel(player, channel)).toMatchObject({ granted: false, code: 102 });
  });

  it("refuses someone else's channel and a public one with 103", () => {
    expect(decidePrivateChannel(player, '$private:en.platform_user.20')).toMatchObject({ code: 103 });
    expect(decidePrivateChannel(player, 'public:en.updates')).toMatchObject({ code: 103 });
  });
});
