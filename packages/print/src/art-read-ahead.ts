import type { ArtRenderedForPrint, RasterArt, VisiblePart } from './book';

/** A width the layout asked for, and the proportions of the picture it was for. */
interface WidthGuess {
  width: number;
  height: number;
  widthPx: number;
  visible: VisiblePart | undefined;
}

const sameProportions = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  Math.abs(a.width * b.height - a.height * b.width) < 1e-6 * b.width * b.height;

/**
 * Renders pictures a little ahead of the page being laid out. Pages are drawn one after another, but a
 * picture's rendering is independent work: pictures waiting with the proportions of one already asked
 * for (story pages share one picture box) are rendered at the width it was asked at, and picked up when
 * their page comes. A guess at the wrong width only costs a render; nothing wrong prints.
 *
 * The next picture starts as soon as a render ends, not when the layout reaches the next page: waiting
 * for the layout left a render slot idle while the cover page was laid out and after every pair of pages
 * (ADR 036). At most `depth` renders go on at once, and at most twice that many pictures wait ahead of
 * their page.
 */
export class ArtReadAhead {
  private readonly started = new Map<ArtRenderedForPrint, Map<string, Promise<RasterArt>>>();
  private upcoming: ArtRenderedForPrint[] = [];
  private readonly guesses: WidthGuess[] = [];
  private running = 0;

  /** How many renders to keep going at once (the one asked for and those ahead). */
  constructor(private readonly depth: number) {}

  /** The pictures still to be drawn, in page order. */
  expect(arts: readonly ArtRenderedForPrint[]): void {
    this.upcoming = [...arts];
  }

  render(art: ArtRenderedForPrint, widthPx: number, visible?: VisiblePart): Promise<RasterArt> {
    this.upcoming = this.upcoming.filter((candidate) => candidate !== art);
    this.guess(art, widthPx, visible);
    const rendered = this.start(art, widthPx, visible);
    this.started.delete(art);
    this.fill();
    return rendered;
  }

  /**
   * Starts a picture the layout will ask for later at this width, if fewer than `depth` renders go on;
   * those like it follow as renders end.
   */
  renderEarly(art: ArtRenderedForPrint, widthPx: number, visible?: VisiblePart): void {
    this.guess(art, widthPx, visible);
    if (this.running < this.depth) void this.start(art, widthPx, visible);
  }

  private guess(art: ArtRenderedForPrint, widthPx: number, visible: VisiblePart | undefined): void {
    const known = this.guesses.findIndex((guess) => sameProportions(art, guess));
    if (known >= 0) this.guesses.splice(known, 1);
    this.guesses.push({ width: art.width, height: art.height, widthPx, visible });
  }

  /**
   * Starts the next pictures waiting, in page order, while a render slot of ours is free. It stops at a
   * picture whose width it cannot guess: the layout will ask for that one, and it must find a slot.
   */
  private fill(): void {
    for (const next of this.upcoming) {
      if (this.running >= this.depth || this.started.size >= 2 * this.depth) return;
      if (this.started.has(next)) continue;
      const guess = this.guesses.find((candidate) => sameProportions(next, candidate));
      if (!guess) return;
      void this.start(next, guess.widthPx, guess.visible);
    }
  }

  private start(art: ArtRenderedForPrint, widthPx: number, visible: VisiblePart | undefined): Promise<RasterArt> {
    const byWidth = this.started.get(art) ?? new Map<string, Promise<RasterArt>>();
    this.started.set(art, byWidth);
    const key = JSON.stringify([widthPx, visible]);
    let pending = byWidth.get(key);
    if (!pending) {
      this.running += 1;
      pending = art.render(widthPx, visible);
      byWidth.set(key, pending);
      // Also keeps a guess that is never used from ending as an unhandled rejection.
      const ended = () => {
        this.running -= 1;
        this.fill();
      };
      pending.then(ended, ended);
    }
    return pending;
  }
}
