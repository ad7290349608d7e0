/* global document */
// Runs before first paint (loaded from <head>) so a stored dark theme never flashes light.
// Mirrors src/features/theme: localStorage key `theme`, values `light` | `dark`, default light.
;(function () {
  try {
    if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark')
  } catch {
    // Storage can be unavailable (privacy mode); the default light theme applies.
  }
})()
