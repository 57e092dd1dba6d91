// The thank-you pages' addresses can carry the visitor's name and e-mail: Cal.com forwards the
// booker's answers in the query string of its redirect unless told not to, and a newsletter
// provider may add the subscriber's address. Those must never leave the browser. This inline
// script, which the post-build pass writes first in those pages' <head> (right after the
// Content-Security-Policy, which hashes it: src/node/builtPages/contentSecurityPolicy.ts), takes
// everything but the utm_* tags out of the address bar before the page loads anything or runs any
// other script, so no later request, Referer header or analytics property can carry them;
// history.replaceState keeps the entry's state (the router's key, the conversion marker). The
// pages' referrer policy (strict-origin) also keeps the query out of requests the browser starts
// before the script runs. ES5, like the site's other inline script, so any browser runs it; it
// never throws into the page.
import { UTM_PARAMS } from "./sanitize";

export const ADDRESS_CLEANUP_ID = "clean-address";

const KEEP = `/^(${UTM_PARAMS.join("|")})=/`;

export const ADDRESS_CLEANUP_SCRIPT =
  `(function(l,h){try{var k=l.search.slice(1).split("&")` +
  `.filter(function(p){return ${KEEP}.test(p)}).join("&"),q=k?"?"+k:"";` +
  `if(l.search!==q||l.hash)h.replaceState(h.state,"",l.pathname+q)}catch(e){}})(location,history);`;
