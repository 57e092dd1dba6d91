// gatsby-transformer-yaml names a file holding one object after its folder ("ContentYaml" for
// content/home.yaml); name every YAML type after its file instead: home.yaml -> HomeYaml,
// testimonials.yaml -> TestimonialsYaml, whatever the file holds.

export function yamlTypeName({ node }: { node: { name?: string } }): string {
  const words = (node.name ?? "").split(/[^a-zA-Z0-9]+/).filter(Boolean);
  const pascal = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
  return `${pascal}Yaml`;
}
