// Loads a third-party script on demand (the payment checkout): one <script> per URL, its
// promise shared by every caller. A failed load is forgotten, so the next attempt tries again
// instead of failing forever from the cache.
const loads = new Map<string, Promise<void>>();

export function loadScript(src: string, doc: Document = document): Promise<void> {
  const cached = loads.get(src);
  if (cached) return cached;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loads.delete(src);
      reject(new Error(`could not load ${src}`));
    });
    doc.head.append(script);
  });
  loads.set(src, load);
  return load;
}
