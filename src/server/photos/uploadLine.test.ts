import { describe, expect, it } from 'vitest';
import { type Place, UploadLine } from './uploadLine';

/** A decode the test finishes when it wants, and knows when it began. */
function decodeByHand() {
  let finish = (): void => {};
  let begin = (): void => {};
  const begun = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const decode = () => {
    begin();
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { decode, begun, finish: () => finish() };
}

function joined(line: UploadLine): Place {
  const place = line.join();
  if (!place) throw new Error('expected a place');
  return place;
}

describe('the line of photo uploads', () => {
  it('When every place is taken, then one more gets none until someone leaves', () => {
    const line = new UploadLine(3);
    const places = [joined(line), joined(line), joined(line)];
    expect(line.join()).toBeNull();
    expect(line.inLine).toBe(3);
    places[0]?.leave();
    places[0]?.leave();
    expect(line.inLine).toBe(2);
    expect(line.join()).not.toBeNull();
    expect(line.join()).toBeNull();
  });

  it('When three uploads want their turn, then they decode one at a time in the order asked, each leaving its place once done', async () => {
    const line = new UploadLine(3);
    const decodes = [decodeByHand(), decodeByHand(), decodeByHand()];
    const order: number[] = [];
    const turns = decodes.map((decode, index) =>
      joined(line).turn(async () => {
        order.push(index);
        await decode.decode();
      }),
    );
    await decodes[0]?.begun;
    expect([line.decoding, line.waitingTurn, line.inLine]).toEqual([1, 2, 3]);

    decodes[0]?.finish();
    await turns[0];
    await decodes[1]?.begun;
    expect(order).toEqual([0, 1]);
    expect([line.decoding, line.waitingTurn, line.inLine]).toEqual([1, 1, 2]);

    decodes[1]?.finish();
    await decodes[2]?.begun;
    decodes[2]?.finish();
    await Promise.all(turns);
    expect(order).toEqual([0, 1, 2]);
    expect([line.decoding, line.waitingTurn, line.inLine]).toEqual([0, 0, 0]);
  });

  it('When a decode fails, then its turn passes on and its place is given back', async () => {
    const line = new UploadLine(2);
    const failing = joined(line).turn(() => Promise.reject(new Error('unreadable')));
    const next = joined(line).turn(async () => 'decoded');
    await expect(failing).rejects.toThrow('unreadable');
    await expect(next).resolves.toBe('decoded');
    expect([line.decoding, line.inLine]).toEqual([0, 0]);
  });
});
