import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

// The files gatsby-plugin-image and sharp make (AVIF, WebP and JPEG at each width, with `sizes`),
// shown as a plain <picture>: the browser's own lazy loading, and width and height for the space
// the image takes before it arrives. Not <GatsbyImage>: in the browser it imports a 72 KB chunk
// (react-dom/server among it) on every page with an image, server-rendered or not, and hides the
// image until a script has decoded it; on a slow phone that was the page's longest task.
// The <img> is the box callers style (display: contents on <picture>); <source> is not
// display: none by default, and in a flex or grid parent it would add a gap of its own.
const pictureStyles = css`
  display: contents;
  source {
    display: none;
  }
`;

// max-width: 100% comes from the global styles, as for every image.
const styles = css`
  display: block;
  height: auto;
  object-fit: cover;
`;

export interface ResponsiveImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** "eager" for the image a first screen is about; the rest load as they come into view. */
  loading?: "eager" | "lazy";
  /** Fetched ahead of other images: the largest image of a first screen. */
  highPriority?: boolean;
  objectPosition?: string;
}

export function ResponsiveImage({
  image,
  alt,
  className,
  loading = "lazy",
  highPriority = false,
  objectPosition,
}: ResponsiveImageProps) {
  const { images, width, height, backgroundColor } = image;
  // React 18 knows no fetchPriority prop; it passes lowercase attributes through as they are.
  const priority = highPriority ? { fetchpriority: "high" } : {};
  return (
    <picture css={pictureStyles}>
      {images.sources?.map((source) => (
        <source
          key={`${source.type ?? ""}${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
        css={styles}
        style={{ backgroundColor, objectPosition }}
        {...priority}
      />
    </picture>
  );
}
