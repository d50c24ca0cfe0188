// Asks for the figures of a study's Results or heat-map route as the page starts, while the app's code
// is still coming: the app's REST client takes this answer instead of asking again
// (src/shell/earlyAnswers.ts), so the figures are not queued behind the app's start. A classic script
// (async, from index.html), for it runs before the app's bundle has loaded. The address is the one
// the client builds for the route's section (src/analytics/useAnalytics.ts TAB_FIGURES); a mismatch
// costs one unused request, never a wrong answer.
(function () {
  var route = /^#\/apps\/([\w.:@-]+)\/(results|heatmaps)\.html$/.exec(location.hash.split('?')[0]);
  if (!route) return;
  var token = (/(?:^|;\s*)protolab_login=([^;]*)/.exec(document.cookie) || [])[1];
  if (!token) return;
  token = decodeURIComponent(token);
  try {
    // the login the app takes: the stored user's, while its cookie is there (src/session/storage.ts)
    if ((JSON.parse(localStorage.getItem('protolab.user') || 'null') || {}).token !== token) return;
  } catch (e) {
    return;
  }
  var url = '/rest/figures/' + route[1] + '/' + (route[2] === 'results' ? 'results' : 'heat') + '.json';
  var answers = (window.__earlyAnswers = window.__earlyAnswers || {});
  answers[url] = fetch(url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } });
  // a failed request is the app's to make again
  answers[url].catch(function () {
    delete answers[url];
  });
})();
