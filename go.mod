module battlemap

go 1.26
