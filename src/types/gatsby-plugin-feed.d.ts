// gatsby-plugin-feed's Node API, as the feed test calls it (it ships no types): the plugin writes
// ./public/<output> from the site's options (src/node/feed/feed.ts).
declare module "gatsby-plugin-feed/gatsby-node" {
  export function onPostBuild(
    args: {
      graphql: (query: string) => Promise<{ data?: unknown; errors?: unknown[] }>;
      reporter: { warn: (message: string) => void };
    },
    options: Record<string, unknown>,
  ): Promise<void>;
}
