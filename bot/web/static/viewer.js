/* A zoomable, pannable picture (bot/web/page.py draws its markup: .viewer > .stage > img.pic, .zoom-bar).
   Touch: pinch to zoom, drag to move, double-tap to zoom in or back out. Mouse: wheel to zoom, drag, double-click.
   Keys on the focused picture: + and - zoom, arrows move, 0 shows it whole. The picture never scrolls the page
   sideways: the stage clips it, and while zoomed the stage takes every touch gesture for itself. */
"use strict";

(() => {
  const MAX_ZOOM = 8;
  const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

  class Viewer {
    constructor(root, words) {
      this.root = root;
      this.words = words || {};
      this.stage = root.querySelector(".stage");
      this.img = root.querySelector(".pic");
      this.natW = 0;
      this.natH = 0;
      this.zoom = 1;          // relative to the size that shows the whole picture
      this.x = 0;             // where the picture's top left corner is, in stage pixels
      this.y = 0;
      this.pointers = new Map();
      this.gesture = null;
      this.lastTap = null;
      this.src = "";
      this.token = 0;
      this.full = false;
      this.bind();
      // a picture that loaded while its box was hidden (or a box that changed width) is fitted again once it shows
      if (window.ResizeObserver) {
        new ResizeObserver(() => {
          if (this.natW) {
            this.fitHeight();
            this.apply();
          }
        }).observe(this.stage);
      }
    }

    /* Show ``src``; the picture on screen stays until the new one has loaded (no flicker), and the zoom and position
       stay when the new picture has the same size (a table that changed under the reader's finger). Resolves true
       when shown, false when it failed to load, null when a newer picture replaced it meanwhile. */
    show(src, alt) {
      this.img.alt = alt || "";
      if (src === this.src) return Promise.resolve(true);
      const token = ++this.token;
      this.root.classList.add("loading");
      return new Promise((resolve) => {
        const next = new Image();
        next.decoding = "async";
        next.onload = () => {
          if (token !== this.token) return resolve(null);
          const same = next.naturalWidth === this.natW && next.naturalHeight === this.natH;
          this.src = src;
          this.natW = next.naturalWidth;
          this.natH = next.naturalHeight;
          this.img.src = src;
          this.img.hidden = false;
          this.img.style.width = `${this.natW}px`;
          this.img.style.height = `${this.natH}px`;
          this.root.classList.remove("loading", "failed");
          this.fitHeight();
          if (same) this.apply(); else this.reset();
          resolve(true);
        };
        next.onerror = () => {
          if (token !== this.token) return resolve(null);
          this.root.classList.remove("loading");
          this.root.classList.add("failed");
          resolve(false);
        };
        next.src = src;
      });
    }

    clear() {
      this.token++;
      this.src = "";
      this.img.hidden = true;
      this.img.removeAttribute("src");
    }

    /* The stage is as tall as the picture at full width, at most most of the screen. */
    fitHeight() {
      if (this.full || !this.natW) {
        this.stage.style.height = "";
        return;
      }
      const w = this.stage.clientWidth || 1;
      const most = Math.max(240, Math.round(window.innerHeight * (this.root.dataset.viewer === "private" ? 0.5 : 0.68)));
      this.stage.style.height = `${Math.max(160, Math.min(most, Math.round((w * this.natH) / this.natW)))}px`;
    }

    base() {
      const w = this.stage.clientWidth || 1;
      const h = this.stage.clientHeight || 1;
      return this.natW ? Math.min(w / this.natW, h / this.natH) : 1;
    }

    scale() {
      return this.base() * this.zoom;
    }

    reset() {
      this.zoom = 1;
      this.x = 0;
      this.y = 0;
      this.apply();
    }

    /* Zoom to ``zoom`` keeping the picture's point under (px, py) (stage pixels) where it is. */
    zoomAt(zoom, px, py) {
      const s = this.scale();
      const ix = (px - this.x) / s;
      const iy = (py - this.y) / s;
      this.zoom = clamp(zoom, 1, MAX_ZOOM);
      const s2 = this.scale();
      this.x = px - ix * s2;
      this.y = py - iy * s2;
      this.apply();
    }

    zoomBy(factor) {
      this.zoomAt(this.zoom * factor, this.stage.clientWidth / 2, this.stage.clientHeight / 2);
    }

    /* Keep the picture on the stage: centred along a side where it is smaller, edge to edge where it is larger. */
    apply() {
      const w = this.stage.clientWidth;
      const h = this.stage.clientHeight;
      const s = this.scale();
      const iw = this.natW * s;
      const ih = this.natH * s;
      this.x = iw <= w ? (w - iw) / 2 : clamp(this.x, w - iw, 0);
      this.y = ih <= h ? (h - ih) / 2 : clamp(this.y, h - ih, 0);
      this.img.style.transform = `translate(${this.x}px, ${this.y}px) scale(${s})`;
      this.stage.classList.toggle("zoomed", this.zoom > 1.01);
    }

    local(e) {
      const r = this.stage.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    }

    bind() {
      const st = this.stage;
      st.addEventListener("pointerdown", (e) => this.down(e));
      st.addEventListener("pointermove", (e) => this.move(e));
      for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
        st.addEventListener(type, (e) => this.up(e));
      }
      st.addEventListener("wheel", (e) => {
        if (!this.natW) return;
        e.preventDefault();
        const p = this.local(e);
        const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
        this.zoomAt(this.zoom * Math.exp(-dy * 0.0018), p.x, p.y);
      }, { passive: false });
      st.addEventListener("dblclick", (e) => {
        if (this.lastPointer !== "mouse") return;  // a double tap is handled in up(); browsers also send dblclick
        const p = this.local(e);
        this.toggleAt(p.x, p.y);
      });
      st.addEventListener("keydown", (e) => this.key(e));
      st.addEventListener("dragstart", (e) => e.preventDefault());
      this.root.querySelectorAll("[data-zoom]").forEach((b) => b.addEventListener("click", () => {
        const what = b.dataset.zoom;
        if (what === "in") this.zoomBy(1.5);
        else if (what === "out") this.zoomBy(1 / 1.5);
        else if (what === "fit") this.reset();
        else if (what === "full") this.setFull(!this.full);
      }));
      if (window.ResizeObserver) {
        new ResizeObserver(() => this.apply()).observe(st);
      }
      window.addEventListener("resize", () => { this.fitHeight(); this.apply(); });
      document.addEventListener("keydown", (e) => {
        if (e.key === "Escape" && this.full) this.setFull(false);
      });
    }

    toggleAt(x, y) {
      if (this.zoom > 1.01) this.reset(); else this.zoomAt(2.5, x, y);
    }

    setFull(on) {
      this.full = on;
      this.root.classList.toggle("full", on);
      document.body.classList.toggle("locked", on);
      const b = this.root.querySelector('[data-zoom="full"]');
      if (b) {
        b.setAttribute("aria-pressed", String(on));
        const label = on ? this.words.fullscreenExit : this.words.fullscreen;
        if (label) { b.title = label; b.setAttribute("aria-label", label); }
      }
      this.fitHeight();
      requestAnimationFrame(() => this.apply());
    }

    down(e) {
      if (!this.natW || (e.pointerType === "mouse" && e.button !== 0)) return;
      this.lastPointer = e.pointerType;
      if (e.target.closest && e.target.closest(".zoom-bar")) return;
      this.pointers.set(e.pointerId, this.local(e));
      try { this.stage.setPointerCapture(e.pointerId); } catch (_) { /* a pointer that is already gone */ }
      this.begin();
      if (this.pointers.size === 1) this.tapStart = { ...this.local(e), t: performance.now(), moved: false };
    }

    /* A gesture starts afresh whenever a finger is added or lifted. */
    begin() {
      const pts = [...this.pointers.values()];
      if (pts.length === 1) {
        this.gesture = { kind: "drag", px: pts[0].x, py: pts[0].y, x: this.x, y: this.y };
      } else if (pts.length >= 2) {
        const [a, b] = pts;
        const mx = (a.x + b.x) / 2;
        const my = (a.y + b.y) / 2;
        const s = this.scale();
        this.gesture = {
          kind: "pinch", dist: Math.hypot(a.x - b.x, a.y - b.y) || 1, zoom: this.zoom,
          ix: (mx - this.x) / s, iy: (my - this.y) / s,
        };
      } else {
        this.gesture = null;
      }
      this.stage.classList.toggle("dragging", !!this.gesture);
    }

    move(e) {
      if (!this.pointers.has(e.pointerId)) return;
      const p = this.local(e);
      this.pointers.set(e.pointerId, p);
      const g = this.gesture;
      if (!g) return;
      if (this.tapStart && Math.hypot(p.x - this.tapStart.x, p.y - this.tapStart.y) > 8) this.tapStart.moved = true;
      if (g.kind === "drag") {
        this.x = g.x + (p.x - g.px);
        this.y = g.y + (p.y - g.py);
        this.apply();
      } else {
        const [a, b] = [...this.pointers.values()];
        const dist = Math.hypot(a.x - b.x, a.y - b.y) || 1;
        this.zoom = clamp((g.zoom * dist) / g.dist, 1, MAX_ZOOM);
        const s = this.scale();
        this.x = (a.x + b.x) / 2 - g.ix * s;
        this.y = (a.y + b.y) / 2 - g.iy * s;
        this.apply();
      }
      e.preventDefault();
    }

    up(e) {
      if (!this.pointers.has(e.pointerId)) return;
      const wasPinch = this.pointers.size > 1;
      this.pointers.delete(e.pointerId);
      if (e.type === "pointerup" && e.pointerType !== "mouse" && !wasPinch && this.tapStart && !this.tapStart.moved) {
        const now = performance.now();
        const t = this.tapStart;
        if (this.lastTap && now - this.lastTap.t < 320 && Math.hypot(t.x - this.lastTap.x, t.y - this.lastTap.y) < 30) {
          this.toggleAt(t.x, t.y);
          this.lastTap = null;
        } else {
          this.lastTap = { x: t.x, y: t.y, t: now };
        }
      }
      if (wasPinch) this.tapStart = null;
      this.begin();
    }

    key(e) {
      if (!this.natW) return;
      const step = 60;
      const k = e.key;
      if (k === "+" || k === "=") this.zoomBy(1.4);
      else if (k === "-" || k === "_") this.zoomBy(1 / 1.4);
      else if (k === "0") this.reset();
      else if (k === "ArrowLeft") { this.x += step; this.apply(); }
      else if (k === "ArrowRight") { this.x -= step; this.apply(); }
      else if (k === "ArrowUp" && this.zoom > 1.01) { this.y += step; this.apply(); }
      else if (k === "ArrowDown" && this.zoom > 1.01) { this.y -= step; this.apply(); }
      else return;
      e.preventDefault();
    }
  }

  window.PlanszaViewer = Viewer;
})();
