// Where the newsletter's RSS feed is written (gatsby-plugin-feed) and linked from (the archive's head).
export const NEWSLETTER_FEED_PATH = "/newsletter/rss.xml";
export const NEWSLETTER_FEED_TITLE = "The Craftwise Newsletter";
