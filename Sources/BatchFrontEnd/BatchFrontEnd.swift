/// BatchFrontEnd: runs many records (JSON Lines or CSV) through the form's validation.
