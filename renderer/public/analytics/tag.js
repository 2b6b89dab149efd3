// Cantara's first-party analytics tag. It keeps Google-tag-style consent state and sends page views
// and conversion events to the Cantara API only while analytics storage is granted.
(() => {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer || [];
  const consent = { analytics_storage: 'denied' };
  const send = (name, params) => {
    if (consent.analytics_storage !== 'granted') return;
    const body = JSON.stringify({ name, params: params || {}, path: location.pathname, at: new Date().toISOString() });
    if (!navigator.sendBeacon?.('/api/analytics/events', new Blob([body], { type: 'application/json' }))) {
      fetch('/api/analytics/events', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
    }
  };
  window.gtag = (command, name, params) => {
    window.dataLayer.push([command, name, params]);
    if (command === 'consent' && name && params) Object.assign(consent, params);
    if (command === 'event') send(name, params);
  };
  window.gtag('js', new Date());
})();
