/* global document, window, location, Element, requestAnimationFrame */
// Runs from <head>, before first paint and before the app's code arrives: the theme, taps on a pre-rendered
// page, and a signed-in page's session check.
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

  // The API reads a page shows first (named by a page shell's <meta> tags, vite-plugins/route-shells.ts) start
  // as soon as the session check answers, not once the page's scripts have run; src/lib/early-reads.ts hands
  // each answer to the API client when the page asks for exactly that path. Registered on the check before the
  // session manager is, so the answer's body is still unread when it is copied here.
  function startReads(sessionCheck) {
    var route = document.querySelector('meta[name="coldstart:route"]')
    var reads = document.querySelector('meta[name="coldstart:reads"]')
    if (!route || !reads) return
    var pattern = route.content.split('/').filter(Boolean)
    var actual = location.pathname.split('/').filter(Boolean)
    if (pattern.length !== actual.length) return
    var params = {}
    for (var i = 0; i < pattern.length; i++) {
      if (pattern[i].charAt(0) === ':') params[pattern[i].slice(1)] = actual[i]
    }
    var token = sessionCheck.then(function (response) {
      if (!response || !response.ok) return null
      return response
        .clone()
        .json()
        .then(function (session) {
          return session.access_token
        })
    })
    window.coldstartEarlyReads = {}
    JSON.parse(reads.content).forEach(function (read) {
      if (read.unlessStored && localStorage.getItem(read.unlessStored) !== null) return
      var url =
        '/api' +
        read.path.replace(/:(\w+)/g, function (_, name) {
          return params[name]
        })
      window.coldstartEarlyReads[url] = token
        .then(function (accessToken) {
          if (!accessToken) return null
          return fetch(url, {
            credentials: 'same-origin',
            headers: { Accept: 'application/json', Authorization: 'Bearer ' + accessToken },
          })
        })
        .catch(function () {
          return null
        })
    })
  }

  // Every signed-in page waits for its session check (POST /api/auth/refresh) before it can read anything,
  // and the app's code takes a while to arrive: the check starts here, beside that download, and the session
  // manager takes its answer (src/features/auth/session/early-session-check.ts). Mirrors signed-in-hint.ts
  // (the readable cookie that lives as long as the refresh cookie) and the session manager's cross-tab lock,
  // held until the answer's headers (and so the rotated cookie) are in. A failure in transit gives null: the
  // session manager then asks again, with its retries.
  try {
    if (document.cookie.split(/;\s*/).indexOf('coldstart_signed_in=1') !== -1) {
      var check = function () {
        return fetch('/api/auth/refresh', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        }).then(
          function (response) {
            return response.status >= 502 && response.status <= 504 ? null : response
          },
          function () {
            return null
          },
        )
      }
      window.coldstartEarlySessionCheck = navigator.locks
        ? navigator.locks.request('coldstart-auth-refresh', check)
        : check()
      startReads(window.coldstartEarlySessionCheck)
    }
  } catch {
    // No cookies or no fetch here: the session manager makes the check itself.
  }

  // A page shell (vite-plugins/route-shells.ts) paints its loading placeholder first and names its scripts in
  // <meta> tags: they are asked for once that paint is done, so the first paint waits for the HTML and the CSS
  // only, not for ~190 KiB of scripts sharing the connection. A hidden tab paints nothing: it starts at once.
  function loadScripts() {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', loadScripts)
      return
    }
    var entry = document.querySelector('meta[name="coldstart:entry"]')
    if (!entry) return
    var modules = document.querySelector('meta[name="coldstart:modules"]')
    var urls = modules ? modules.content.split(' ').filter(Boolean) : []
    for (var i = 0; i < urls.length; i++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = urls[i]
      document.head.appendChild(link)
    }
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry.content
    document.head.appendChild(script)
  }
  if (document.visibilityState === 'hidden') loadScripts()
  else
    requestAnimationFrame(function () {
      setTimeout(loadScripts)
    })
})()
