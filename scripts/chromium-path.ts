/**
 * The browser every test drives: Debian's `chromium-headless-shell` (scripts/install-system-deps.sh
 * installs it), the same Blink as Debian's `chromium` without the full browser around it, which
 * Playwright itself runs headless by default. The browser tests took half the time in it: 54 tests
 * (home and gallery) 2.6 min in `chromium`, 1.3 min in the shell, on two quiet cores, all passing
 * in both. `CHROMIUM_PATH` names another (the full `/usr/bin/chromium`, to watch a test headed).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
