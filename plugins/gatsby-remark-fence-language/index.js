// A gatsby-transformer-remark plugin (gatsby-config.ts lists it before gatsby-remark-prismjs): a
// code fence's language is the first word of its info string, as on GitHub, and the words after it
// (```js title="app.js", ```shell session) are dropped here. gatsby-remark-prismjs would glue them
// to the language ("jstitle=...") and write that into the page's markup unescaped. The build log
// names each block whose words were dropped (src/node/htmlSafety/shippedHtml.ts).
// https://www.gatsbyjs.com/plugins/gatsby-transformer-remark/#how-to-use
module.exports = ({ markdownAST }) => {
  const visit = (node) => {
    if (node.type === "code") node.meta = null;
    (node.children || []).forEach(visit);
  };
  visit(markdownAST);
};
