// The plugin's type, for the unit tests that run it (gatsby-transformer-remark calls it untyped).
declare function plugin(args: { markdownAST: unknown }): void;
export = plugin;
