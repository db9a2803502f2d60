/** A photo framed as the pictures use it: square, centred a little above the middle, where a face usually is. */
export function PhotoFrame({ url, alt }: { url: string; alt: string }) {
  return <img src={url} alt={alt} width={96} height={96} className="size-24 rounded-2xl border border-line object-cover object-[50%_35%] shadow-soft" />;
}
