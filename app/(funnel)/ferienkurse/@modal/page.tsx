/** /ferienkurse itself shows no popup; navigating here closes an open one. */
export default function NoPopupOnList() {
  return null;
}
