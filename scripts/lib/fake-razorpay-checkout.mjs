// The fake Razorpay's /v1/checkout.js: window.Razorpay with Standard Checkout's surface
// (constructor(options), open(), close(), on('payment.failed', cb)) and a plain in-page modal
// with Pay, Fail and Close. Pay and Fail ask the fake server, which signs like Razorpay; Close
// calls modal.ondismiss. The last options are kept on window for tests to inspect.
function fakeCheckout() {
  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  var base = script ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '';

  function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) {
      return r.json();
    });
  }
  function button(label, onClick) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText = 'padding:0.5rem 1rem;margin-right:0.5rem;';
    b.addEventListener('click', onClick);
    return b;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new Error('Razorpay must be called with new');
    if (!options || !options.key) throw new Error('No key passed');
    this.options = options;
    this.listeners = {};
    this.root = null;
    window.__fakeRazorpayOptions = options;
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };
  Razorpay.prototype.close = function () {
    if (this.root) this.root.remove();
    this.root = null;
  };
  Razorpay.prototype.open = function () {
    // ES5 served as text to the browser: no arrow functions, so the closures need their own name for `this`.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    var self = this;
    var o = self.options;
    var root = document.createElement('div');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', 'Razorpay Checkout');
    root.style.cssText = 'position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;background:rgb(0 0 0 / 50%);';
    var card = document.createElement('div');
    card.style.cssText =
      'background:#fff;color:#111;padding:1.5rem;border-radius:8px;min-width:18rem;border-top:6px solid ' + ((o.theme && o.theme.color) || '#3395ff');
    var title = document.createElement('h2');
    title.textContent = (o.name || 'Checkout') + ' (fake Razorpay)';
    var about = document.createElement('p');
    about.textContent = (o.description || '') + ' · ' + o.currency + ' ' + (o.amount / 100).toFixed(2) + ' · ' + o.order_id;
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    function busy(on) {
      root.querySelectorAll('button').forEach(function (b) {
        b.disabled = on;
      });
    }
    card.append(
      title,
      about,
      status,
      button('Pay', function () {
        busy(true);
        post('/__checkout/pay', { order_id: o.order_id }).then(function (result) {
          self.close();
          if (o.handler) o.handler(result);
        });
      }),
      button('Fail', function () {
        busy(true);
        post('/__checkout/fail', { order_id: o.order_id }).then(function (result) {
          busy(false);
          status.textContent = 'Payment failed';
          (self.listeners['payment.failed'] || []).forEach(function (cb) {
            cb(result);
          });
        });
      }),
      button('Close', function () {
        self.close();
        if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
      }),
    );
    root.append(card);
    document.body.append(root);
    self.root = root;
  };
  window.Razorpay = Razorpay;
}

export const FAKE_CHECKOUT_SCRIPT = `(${fakeCheckout.toString()})();\n`;
