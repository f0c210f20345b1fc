// The shell's shared singletons are eager (in main.js, create-config.cjs), so the federation runtime has them before
// any code runs: the start needs no `import('./bootstrap')` boundary, and no second file and round trip (issue 9).
import './bootstrap';
