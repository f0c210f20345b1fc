// The federation runtime must settle shared modules first: this remote can also run alone for development.
import('./bootstrap');
