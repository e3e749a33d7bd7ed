/**
 * One upload's place in the line (decision 104): it waits its turn, decodes, and leaves.
 */
export interface Place {
  /**
   * Runs `decode` once no other upload of the line is decoding, in the order asked, then
   * leaves the line, whether `decode` succeeded or not.
   */
  turn<T>(decode: () => Promise<T>): Promise<T>;
  /** Leaves the line without a turn (the upload was refused on its way); twice is harmless. */
  leave(): void;
}

/**
 * The photo uploads of one server instance: a few places, one decode at a time. An upload
 * takes its place as it starts arriving, so one refused for want of a place is refused before
 * its bytes are read; its turn to decode comes once it has arrived and been measured. Made
 * once per app (photoRoutes.ts) and given to what adds photos: no module-level state.
 */
export class UploadLine {
  private holding = 0;
  private busy = false;
  private readonly next: Array<() => void> = [];

  /** `places`: uploads at once, one decoding and the others arriving or waiting their turn. */
  constructor(readonly places: number) {}

  /** Uploads holding a place: decoding, waiting their turn, or still arriving. */
  get inLine(): number {
    return this.holding;
  }

  /** 1 while an upload is decoding, else 0. */
  get decoding(): number {
    return this.busy ? 1 : 0;
  }

  /** Uploads that have arrived and wait for the one decoding. */
  get waitingTurn(): number {
    return this.next.length;
  }

  /** A place for one more upload, or null when every place is taken. */
  join(): Place | null {
    if (this.holding >= this.places) return null;
    this.holding += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      this.holding -= 1;
    };
    return {
      leave,
      turn: async (decode) => {
        try {
          return await this.oneAtATime(decode);
        } finally {
          leave();
        }
      },
    };
  }

  private async oneAtATime<T>(decode: () => Promise<T>): Promise<T> {
    // The turn passes straight from the one finishing to the next (see finally): `busy` stays.
    if (this.busy) await new Promise<void>((resolve) => this.next.push(resolve));
    else this.busy = true;
    try {
      return await decode();
    } finally {
      const following = this.next.shift();
      if (following) following();
      else this.busy = false;
    }
  }
}
