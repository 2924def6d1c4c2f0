// Chronicle's web client: the router. Paths (all served the same page by the server):
//   /                                   the GM's home (home.js)
//   /play/{campaign_id}                 the table page: GM screen, player view or observer view (table.js)
//   /play/{campaign_id}/overlay?table=  the stream overlay (overlay.js)
//   /play/{campaign_id}/luck            the luck ledger (luck.js)
// An invite link carries its token in the fragment (#token=…): it is stored in this browser for that
// campaign, and the fragment is removed from the address at once (history.replaceState), so the token is
// never left in a URL that might be shared, bookmarked or sent to a server.
import { html, render, useState, useEffect } from "./ui.js";
import { adoptToken, storeOverlayToken } from "./api.js";
import { Home } from "./home.js";
import { TablePage } from "./table.js";
import { Overlay } from "./overlay.js";
import { LuckPage } from "./luck.js";

function route(pathname) {
  const m = pathname.match(/^\/play\/([^/]+)(\/overlay|\/luck)?\/?$/);
  if (m) return { page: m[2] ? m[2].slice(1) : "table", campaignId: decodeURIComponent(m[1]) };
  return { page: "home" };
}

/** Take a token from the fragment (an invite link), keep it, and strip it from the address. */
export function takeTokenFromFragment() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get("token");
  if (!token) return;
  const r = route(location.pathname);
  if (r.page === "overlay") {
    const table = new URLSearchParams(location.search).get("table");
    if (table) storeOverlayToken(r.campaignId, table, token);
  } else if (r.page === "table") {
    adoptToken(r.campaignId, token);
  }
  history.replaceState(history.state, "", location.pathname + location.search);
}

function App() {
  const [path, setPath] = useState(location.pathname + location.search);
  useEffect(() => {
    const onPop = () => setPath(location.pathname + location.search);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  const navigate = (event, to) => {
    if (event) {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) return;
      event.preventDefault();
    }
    history.pushState(null, "", to);
    setPath(to);
    scrollTo(0, 0);
  };
  const r = route(path.split("?")[0]);
  document.body.classList.toggle("overlay-body", r.page === "overlay");
  if (r.page === "overlay") return html`<${Overlay} campaignId=${r.campaignId} tableId=${new URLSearchParams(path.split("?")[1] || "").get("table")} />`;
  if (r.page === "luck") return html`<${LuckPage} key=${r.campaignId} campaignId=${r.campaignId} navigate=${navigate} />`;
  if (r.page === "table") return html`<${TablePage} key=${r.campaignId} campaignId=${r.campaignId} navigate=${navigate} />`;
  return html`<${Home} navigate=${navigate} />`;
}

takeTokenFromFragment();
render(html`<${App} />`, document.getElementById("app"));
