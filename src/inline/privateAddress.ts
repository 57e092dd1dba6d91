// The thank-you pages' addresses can carry the visitor's name and e-mail: Cal.com forwards the
// booker's answers in its redirect's query, a newsletter provider may add the address. Written
// first in those pages' <head> (contentSecurityPolicy.ts), this takes all but the utm_* tags out
// of the address bar before anything else loads or runs; replaceState keeps the entry's state.
import { UTM_PARAMS } from "../analytics/sanitize";
import { swallow } from "../analytics/swallow";

swallow(() => {
  const kept = location.search
    .slice(1)
    .split("&")
    .filter((pair) => UTM_PARAMS.some((name) => pair.startsWith(`${name}=`)))
    .join("&");
  const search = kept ? `?${kept}` : "";
  if (location.search !== search || location.hash) {
    history.replaceState(history.state, "", location.pathname + search);
  }
});
