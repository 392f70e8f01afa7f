"""The page: the only code that touches the browser (DOM, events, fetch); it reads input, calls the engine, renders."""
