/**
 * Runs `boot()` as this module is evaluated. main.tsx imports it first, so
 * the step worker spawns and the link's lesson's code is asked for before
 * the bundle's heavier modules (react-dom, the App) are evaluated: ~50 ms
 * sooner on a cold load of a 2-core machine (docs/benchmarks.md).
 */
import { boot } from './boot';

export const started = boot();
