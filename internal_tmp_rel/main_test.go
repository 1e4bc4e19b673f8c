package relbt
import ("os";"testing";"time";"github.com/tessera-cp/tessera/cp";"github.com/tessera-cp/tessera/puzzles/rogo";"github.com/tessera-cp/tessera/search")
func TestBuild(t *testing.T){
 d,_:=os.ReadFile("/tmp/rel-big.txt"); p,err:=rogo.Parse("big",d); if err!=nil{t.Fatal(err)}
 st:=time.Now(); m,err:=rogo.Build(p); if err!=nil{t.Fatal(err)}; t.Log("build",time.Since(st))
 o:=rogo.SearchOptions(m); o.MaxNodes=3
 res,_:=search.Solve(m.Store,o,nil)
 t.Log(res.Reason,res.Nodes,res.Elapsed, cp.MaxRun)
}
