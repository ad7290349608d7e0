/* global document, window, location, Element, requestAnimationFrame */
// From <head> on every page, so kept short; what each part does and why: docs/decisions/016 and 017.
;(function () {
  try {
    if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark')
  } catch {
    // no storage: the light theme
  }

  var early = []
  function remember(event) {
    var button = event.target instanceof Element ? event.target.closest('#root button') : null
    if (button) early.push(button)
  }
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
    // the session manager checks itself
  }

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
