// The federation runtime must settle shared modules before any of them is used: everything starts in ./bootstrap.
import('./bootstrap');
