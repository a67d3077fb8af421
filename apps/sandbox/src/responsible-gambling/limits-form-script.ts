// The browser side of the limits form: shows the unit of the chosen limit (the currency, minutes or days) and
// offers a period only to the limits that take one; sends the chosen limit as JSON with the `app: sportsbook`
// header (the platform's CSRF rule), money in minor units, and shows the server's localized answer; a success
// reloads the page so the table shows the limit as it now stands.
const script = String.raw`
(function (config) {
  var form = document.getElementById('limit-form');
  var status = document.getElementById('status');
  var unit = document.getElementById('unit');
  function chosen() { return form.elements.type.options[form.elements.type.selectedIndex]; }
  function follow() {
    var option = chosen();
    unit.textContent = '(' + config.units[option.getAttribute('data-unit')] + ')';
    var periodic = option.getAttribute('data-periodic') === 'true';
    form.elements.period.disabled = !periodic;
    if (!periodic) form.elements.period.value = '';
    else if (!form.elements.period.value) form.elements.period.value = 'day';
  }
  form.elements.type.addEventListener('change', follow);
  follow();
  function send(value) {
    var type = form.elements.type.value;
    var period = form.elements.period.value || null;
    var body = { type: type, period: period, value: value };
    status.textContent = '';
    fetch('/api/user_limits', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', app: 'sportsbook', accept: 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (data) {
        if (response.ok) { status.textContent = config.texts.saved; window.location.reload(); return; }
        status.textContent = (data && data.localized_message) || config.texts.failed;
        status.className = 'notice error';
      });
    }).catch(function () { status.textContent = config.texts.failed; status.className = 'notice error'; });
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var raw = form.elements.value.value.trim().replace(/\s/g, '').replace(',', '.');
    var number = Number(raw);
    if (raw === '' || !isFinite(number) || number < 0) { form.elements.value.setAttribute('aria-invalid', 'true'); form.elements.value.focus(); return; }
    form.elements.value.removeAttribute('aria-invalid');
    var money = chosen().getAttribute('data-unit') === 'money';
    send(Math.round(money ? number * config.factor : number));
  });
  document.getElementById('remove').addEventListener('click', function () { send(null); });
})(`;

/** The limits form's inline script, given its configuration as inline JSON (`inlineJson`). */
export function limitsFormScript(configJson: string): string {
  return `${script}${configJson});`;
}
