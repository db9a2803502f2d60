import type { ArtRenderedForPrint, RasterArt, VisiblePart } from './book';

/**
 * Renders pictures a little ahead of the page being laid out. Pages are drawn one after another, but a
 * picture's rendering is independent work: when a picture is rendered at some width, the next few
 * pictures waiting with the same proportions (story pages share one picture box) start rendering at that width too, and are
 * picked up when their page comes. A guess at the wrong width only costs a render; nothing wrong prints.
 */
export class ArtReadAhead {
  private readonly started = new Map<ArtRenderedForPrint, Map<string, Promise<RasterArt>>>();
  private upcoming: ArtRenderedForPrint[] = [];

  /** How many renders to keep going at once (the one asked for and those ahead). */
  constructor(private readonly depth: number) {}

  /** The pictures still to be drawn, in page order. */
  expect(arts: readonly ArtRenderedForPrint[]): void {
    this.upcoming = [...arts];
  }

  render(art: ArtRenderedForPrint, widthPx: number, visible?: VisiblePart): Promise<RasterArt> {
    this.upcoming = this.upcoming.filter((candidate) => candidate !== art);
    const rendered = this.start(art, widthPx, visible);
    this.started.delete(art);
    this.startAlike(art, widthPx, visible);
    return rendered;
  }

  /**
   * Starts a picture the layout will ask for later at this width, and those after it, beside the one the
   * layout asks for next (which takes the last of the `depth`); `render` picks them up.
   */
  renderEarly(art: ArtRenderedForPrint, widthPx: number, visible?: VisiblePart): void {
    if (this.depth < 2) return;
    void this.start(art, widthPx, visible);
    this.startAlike(art, widthPx, visible, this.depth - 2);
  }

  /** Only pictures of the same proportions are likely to be placed at the same width (pages, not the cover). */
  private startAlike(art: ArtRenderedForPrint, widthPx: number, visible: VisiblePart | undefined, count = this.depth - 1): void {
    const alike = this.upcoming.filter((next) => next !== art && Math.abs(next.width * art.height - next.height * art.width) < 1e-6 * art.width * art.height);
    for (const next of alike.slice(0, Math.max(0, count))) this.start(next, widthPx, visible);
  }

  private start(art: ArtRenderedForPrint, widthPx: number, visible: VisiblePart | undefined): Promise<RasterArt> {
    const byWidth = this.started.get(art) ?? new Map<string, Promise<RasterArt>>();
    this.started.set(art, byWidth);
    const key = JSON.stringify([widthPx, visible]);
    let pending = byWidth.get(key);
    if (!pending) {
      pending = art.render(widthPx, visible);
      // A guess that is never used must not end as an unhandled rejection.
      pending.catch(() => undefined);
      byWidth.set(key, pending);
    }
    return pending;
  }
}
