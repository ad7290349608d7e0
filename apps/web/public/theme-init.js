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
  // A form sent before then would go the browser's own way (a GET with the fields, the password too, in the
  // address): it is held, and its submit button, remembered above, is pressed again for React to send it.
  function hold(event) {
    if (event.target instanceof Element && event.target.closest('#root')) event.preventDefault()
  }
  document.addEventListener('click', remember, true)
  document.addEventListener('submit', hold, true)
  window.coldstartTakeEarlyClicks = function () {
    document.removeEventListener('click', remember, true)
    document.removeEventListener('submit', hold, true)
    var taken = early
    early = []
    return taken
  }
})()
