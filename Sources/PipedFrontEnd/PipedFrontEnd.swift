/// PipedFrontEnd: fills a form from answers piped on standard input, one line per focused field.
