/** The blog list's excerpt (docs/product/public-site.md §4): the description from character 12 to 80, then an ellipsis. */
export function blogExcerpt(discription: string): string {
  return `${discription.slice(12, 80)}...`;
}
