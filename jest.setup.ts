import "@testing-library/jest-dom";

// jsdom cannot load another page: a clicked link would log "Not implemented: navigation". Tests
// assert what a click does to the page (menus closing) and where links point, so stop the load.
// Node-environment suites (build scripts) have no document.
if (typeof document !== "undefined") {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
  });
}
