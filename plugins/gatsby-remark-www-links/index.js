// A gatsby-transformer-remark plugin (gatsby-config.ts): GitHub Flavored Markdown makes a link of
// an address written as www.example.com, with http:// in front, which the site's links may not use
// (docs/security.md). The coach wrote no http://, so such a link goes to https:// instead. Only
// links whose text is exactly the address (what GFM makes) change; a link the coach wrote with
// http:// is still refused by the content checks.
// https://www.gatsbyjs.com/plugins/gatsby-transformer-remark/#how-to-use
// GFM's link is the address alone in the text: it spans exactly its text (a link written as
// [www.example.com](http://www.example.com) spans more).
const wwwLink = (node) => {
  const [text] = node.children || [];
  const { start, end } = node.position || {};
  return (
    node.type === "link" &&
    node.children.length === 1 &&
    text.type === "text" &&
    text.value.startsWith("www.") &&
    node.url === `http://${text.value}` &&
    start !== undefined &&
    end.offset - start.offset === text.value.length
  );
};

module.exports = ({ markdownAST }) => {
  const visit = (node) => {
    if (wwwLink(node)) node.url = `https://${node.children[0].value}`;
    (node.children || []).forEach(visit);
  };
  visit(markdownAST);
};
