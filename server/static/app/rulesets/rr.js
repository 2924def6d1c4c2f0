// Robots & Rapiers panels (see rulesets/index.js for the props they receive).
export function RRPanels(props) {
  return null;
}
