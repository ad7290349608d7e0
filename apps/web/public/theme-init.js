/* global document, window, Element */
// Runs before first paint (loaded from <head>).
;(function () {
  // A stored dark theme never flashes light. Mirrors src/features/theme: localStorage key `theme`, values
  // `light` | `dark`, default light.
  try {
    if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark')
  } catch {
    // Storage can be unavailable (privacy mode); the default light theme applies.
  }

  // A pre-rendered page is readable before React takes it over, a moment after `load`. A button pressed in
  // between is remembered here and pressed again once React has (src/prerender/hydrate-prerendered.tsx), so
  // the phone menu or the theme toggle never ignores a tap. Taking the list stops the listening.
  var early = []
  function remember(event) {
    var button = event.target instanceof Element ? event.target.closest('#root button') : null
    if (button) early.push(button)
  }
  document.addEventListener('click', remember, true)
  window.coldstartTakeEarlyClicks = function () {
    document.removeEventListener('click', remember, true)
    var taken = early
    early = []
    return taken
  }
})()
