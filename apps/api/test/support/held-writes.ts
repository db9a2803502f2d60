import type { TestProduct } from './test-product';

export interface HeldWrites {
  /** Resolves with the key of the first write held. */
  reached: Promise<string>;
  /** Lets every held write (and any later one) go ahead, and puts the store back as it was. */
  release(): void;
}

/**
 * Holds every write to the product's blob store whose key `matches` until `release()`: a job caught
 * between making a file and storing it, so a test can delete what the file belongs to right then.
 */
export function holdBlobWrites(product: TestProduct, matches: (key: string) => boolean): HeldWrites {
  const blobs = product.context.blobs;
  const put = blobs.put.bind(blobs);
  let reach: (key: string) => void = () => undefined;
  let open: () => void = () => undefined;
  const reached = new Promise<string>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (open = resolve));
  blobs.put = async (key, data, options) => {
    if (matches(key)) {
      reach(key);
      await released;
    }
    return put(key, data, options);
  };
  return {
    reached,
    release: () => {
      blobs.put = put;
      open();
    },
  };
}
