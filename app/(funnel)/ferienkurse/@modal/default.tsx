/** No popup unless a course route is intercepted. */
export default function NoPopup() {
  return null;
}
