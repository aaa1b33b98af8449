import { headerImageSources } from './headerImage';

/**
 * The location's picture at the top of its page: the page's largest paint, so it is fetched at
 * once (no `loading`: eager) and first (high priority), from the copy that fits the screen. Its
 * width and height give the box its 12 : 5 shape before the picture arrives.
 */
export function LocationHeaderImage({ image }: { image: string }) {
  return (
    <img
      className="location__image"
      {...headerImageSources(image)}
      alt=""
      width={960}
      height={400}
      fetchPriority="high"
    />
  );
}
